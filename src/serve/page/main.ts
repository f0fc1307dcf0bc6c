console.log("page");
